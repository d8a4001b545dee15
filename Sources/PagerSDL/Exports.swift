// A host gets SDL's declarations from PagerSDL itself: `import PagerSDL` is all it needs to make
// its window and renderer and to handle SDL's events.
@_exported import CSDL2
