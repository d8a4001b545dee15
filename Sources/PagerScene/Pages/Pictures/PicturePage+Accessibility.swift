import PagerCore

extension PicturePage {
    /// A panel of the pictures in view (one, or two mid-swipe), each an image named by its file.
    func accessiblePage(in page: PageContext) -> AccessibleNode {
        let width = max(page.width, 1)
        let offset = gallery?.offset ?? 0
        var children: [AccessibleNode] = []
        for (index, path) in pictures.paths.enumerated() {
            let frame = Rect(x: Double(index) * width - offset, y: 0, width: width, height: page.visible.height)
            guard frame.intersects(page.visible) else { continue }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let position = pictures.paths.count > 1 ? "\(index + 1) of \(pictures.paths.count)" : ""
            children.append(AccessibleNode(id: "picture:\(index)", role: .image, name: name, description: position, frame: frame))
        }
        let isStop = isFocusStop
        return AccessibleNode(
            id: "content", role: .panel, name: page.title,
            description: isStop ? "gallery, picture \((gallery?.targetPage ?? 0) + 1) of \(pictures.paths.count)" : "",
            states: isStop ? .focusable : [], frame: page.visible, children: children)
    }
}
