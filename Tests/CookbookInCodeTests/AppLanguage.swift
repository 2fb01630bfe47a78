/// The language the recipes' app runs in. The default suite's right-to-left variants are the
/// app in Hebrew, as the scenes' `rtlText` and `rtlTitle` are: a team's code gets those strings
/// from its localization (`NSLocalizedString`); these controllers are handed the language, and
/// each string says both its English and its Hebrew, the pair the scene file holds.
enum AppLanguage: Sendable {
    case english, hebrew

    /// The string in this language.
    func text(_ english: String, hebrew: String) -> String {
        self == .english ? english : hebrew
    }
}
