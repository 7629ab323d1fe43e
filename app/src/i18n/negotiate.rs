//! Choosing the language of a server-rendered page from the request.

use games::Language;

/// The cookie that remembers a chosen language.
pub const LANG_COOKIE: &str = "lang";

/// The language when nothing names one we have (no cookie, no browser
/// preference we speak, a pad sent without its tag). A constant rather than a
/// `Default` for [`Language`], so English is chosen here on purpose and nowhere
/// by accident.
pub const FALLBACK_LANGUAGE: Language = Language::English;

/// The page's language: the remembered choice if there is one, otherwise the
/// browser's preference, otherwise English.
pub fn language_from_request(
    cookie_header: Option<&str>,
    accept_language: Option<&str>,
) -> Language {
    cookie_header
        .and_then(remembered_language)
        .or_else(|| accept_language.and_then(preferred_language))
        .unwrap_or(FALLBACK_LANGUAGE)
}

fn remembered_language(cookie_header: &str) -> Option<Language> {
    crate::cookies::cookie_value(cookie_header, LANG_COOKIE).and_then(Language::from_tag)
}

/// The supported language the browser ranks highest (RFC 9110 weights). Any
/// Chinese goes to Traditional Chinese: it is the only Chinese we have, and closer
/// for a Chinese reader than English.
fn preferred_language(accept_language: &str) -> Option<Language> {
    let mut best: Option<(u16, Language)> = None;
    for entry in accept_language.split(',') {
        let mut parts = entry.split(';');
        let range = parts.next().unwrap_or("").trim().to_ascii_lowercase();
        let weight = parts
            .find_map(|p| p.trim().strip_prefix("q="))
            .map_or(Some(1000), parse_weight);
        let (Some(weight), Some(language)) = (weight, language_for_range(&range)) else {
            continue;
        };
        if weight > 0 && best.is_none_or(|(w, _)| weight > w) {
            best = Some((weight, language));
        }
    }
    best.map(|(_, language)| language)
}

fn language_for_range(range: &str) -> Option<Language> {
    let primary = range.split('-').next().unwrap_or("");
    match primary {
        "zh" => Some(Language::TraditionalChinese),
        "en" => Some(Language::English),
        _ => None,
    }
}

/// A q-value as thousandths, so "0.8" and "0.80" compare equal without floats.
fn parse_weight(q: &str) -> Option<u16> {
    let q = q.trim();
    let (whole, frac) = q.split_once('.').unwrap_or((q, ""));
    if frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths: u16 = format!("{frac:0<3}").parse().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_without_any_hint() {
        assert_eq!(language_from_request(None, None), Language::English);
        assert_eq!(language_from_request(Some(""), Some("")), Language::English);
    }

    #[test]
    fn chinese_browsers_get_traditional_chinese() {
        for header in [
            "zh-TW",
            "zh-Hant-TW,zh;q=0.9",
            "zh-HK",
            "zh-CN,en;q=0.5",
            "ZH",
        ] {
            assert_eq!(
                language_from_request(None, Some(header)),
                Language::TraditionalChinese,
                "{header}"
            );
        }
    }

    #[test]
    fn weights_decide_between_languages() {
        let header = "fr-FR,fr;q=0.9,en;q=0.4,zh-TW;q=0.8";
        assert_eq!(
            language_from_request(None, Some(header)),
            Language::TraditionalChinese
        );
        let header = "zh-TW;q=0.3,en-GB;q=0.7";
        assert_eq!(language_from_request(None, Some(header)), Language::English);
        assert_eq!(
            language_from_request(None, Some("zh;q=0,en;q=0.1")),
            Language::English
        );
    }

    #[test]
    fn unsupported_or_malformed_preferences_fall_back_to_english() {
        for header in ["fr, de", "zh;q=2", "zh;q=abc", ";;;,,,", "*"] {
            assert_eq!(
                language_from_request(None, Some(header)),
                Language::English,
                "{header}"
            );
        }
    }

    #[test]
    fn the_remembered_choice_beats_the_browser() {
        let cookies = "theme=dark; lang=zh-TW; other=1";
        assert_eq!(
            language_from_request(Some(cookies), Some("en")),
            Language::TraditionalChinese
        );
        assert_eq!(
            language_from_request(Some("lang=en"), Some("zh-TW")),
            Language::English
        );
        // A cookie naming no supported language is ignored.
        assert_eq!(
            language_from_request(Some("lang=xx"), Some("zh-TW")),
            Language::TraditionalChinese
        );
        assert_eq!(
            language_from_request(Some("xlang=en"), Some("zh-TW")),
            Language::TraditionalChinese
        );
    }
}
