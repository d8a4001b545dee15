import PagerConfig
import PagerDemo
import PagerScene

extension AppConfig {
    /// The built-in showcase, as a config: what the program shows without `--config`.
    package static var showcase: AppConfig { AppConfig(content: .showcase, stateName: "showcase") }
}
