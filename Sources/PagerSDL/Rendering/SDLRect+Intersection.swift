import CSDL2

extension SDL_Rect {
    /// The part of this rectangle inside `other`; nil when they do not overlap (or either is empty).
    func intersection(_ other: SDL_Rect) -> SDL_Rect? {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(Int64(x) + Int64(w), Int64(other.x) + Int64(other.w))
        let bottom = min(Int64(y) + Int64(h), Int64(other.y) + Int64(other.h))
        guard w > 0, h > 0, other.w > 0, other.h > 0, right > Int64(left), bottom > Int64(top) else { return nil }
        return SDL_Rect(x: left, y: top, w: Int32(right - Int64(left)), h: Int32(bottom - Int64(top)))
    }

    /// The smallest rectangle holding this one and `other` (an empty one holds nothing).
    package func union(_ other: SDL_Rect) -> SDL_Rect {
        guard other.w > 0, other.h > 0 else { return self }
        guard w > 0, h > 0 else { return other }
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(Int64(x) + Int64(w), Int64(other.x) + Int64(other.w))
        let bottom = max(Int64(y) + Int64(h), Int64(other.y) + Int64(other.h))
        return SDL_Rect(x: left, y: top, w: Int32(clamping: right - Int64(left)), h: Int32(clamping: bottom - Int64(top)))
    }
}
