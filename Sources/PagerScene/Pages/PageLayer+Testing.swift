import PagerCore

/// What the scene's tests look at inside a page, and nothing else uses.
extension PageLayer {
    /// A gallery's own pager, through its pictures; nil on any other page.
    package var gallery: Pager? { (page as? PicturePage)?.gallery }
}
