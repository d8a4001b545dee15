extension PageContent {
    /// The page that shows this content, not yet laid out: the one switch over the kinds of page.
    func makePage() -> any PageKind {
        switch self {
        case .list(let list): return ListPage(list: list)
        case .table(let table): return TablePage(table: table)
        case .composed(let items): return ComposedPage(items: items)
        case .colorBlock(let color, let size): return ColorBlockPage(color: color, size: size)
        case .images(let pictures): return PicturePage(pictures: pictures)
        case .custom(let page): return CustomPageKind(page: page)
        case .grid(let grid): return GridPage(grid: grid)
        }
    }
}
