import PagerCore
import PagerScene

extension SceneContent {
    /// The built-in demo: SlideTabBarView's three news lists, then JFTabView's three demo
    /// pages (100 numbered rows, a composed page, a red 300x300 view), with a label laid
    /// over the tab bar as JFTabView's custom layout callback does.
    package static var showcase: SceneContent {
        SceneContent(
            tabs: ["News", "Sports", "Tech"].map { title in
                TabContent(
                    title: title,
                    page: .list(
                        ListContent(
                            rowCount: 20, rowHeight: 60, template: "I am the {row}th data in the {page}th TableView.")))
            } + [
                TabContent(
                    title: "Numbers",
                    page: .list(
                        ListContent(
                            rowCount: 100, rowHeight: 44, template: "{row}", firstRowNumber: 0))),
                TabContent(
                    title: "Custom",
                    page: .composed([
                        .heading("A page of several views"),
                        .paragraph(
                            "Any view can be a page. This one stacks a heading, a paragraph and a button; "
                                + "drag sideways to change pages, or up and down to scroll a list.", height: 72),
                        .button("Press me", message: "The button on the Custom page was pressed"),
                    ])),
                TabContent(title: "Red", page: .colorBlock(.red, Size(width: 300, height: 300))),
            ],
            overlays: [
                OverlayLabel(text: "A label laid over the tab bar", top: 0, height: 14, fontSize: 10, color: Color(110, 110, 110), alignment: .center)
            ])
    }
}
