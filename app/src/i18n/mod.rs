//! English and Traditional Chinese text for every page.
//!
//! Each language is one value of [`Strings`]: a translation that is missing is a
//! missing struct field, so it fails the build instead of showing a key.

pub mod bg_stats_text;
mod context;
pub mod dice_text;
mod en;
mod en_score;
mod en_setup;
pub mod group_text;
pub mod live_text;
pub mod manage_text;
pub(crate) mod negotiate;
pub mod person_text;
pub mod round_text;
pub mod setup_text;
mod texts;
mod zh_tw;
mod zh_tw_score;
mod zh_tw_setup;

pub use context::{use_i18n, I18n};
pub use negotiate::{language_from_request, FALLBACK_LANGUAGE, LANG_COOKIE};
pub use texts::Texts;

/// Every piece of text a page shows, in one language.
pub struct Strings {
    /// The language these strings are in.
    pub language: games::Language,
    /// This language's name, written in itself (for the language switch).
    pub language_name: &'static str,
    pub language_switch_label: &'static str,
    pub skip_to_content: &'static str,
    pub tagline: &'static str,
    pub home_heading: &'static str,
    pub home_intro: &'static str,
    pub games_list_label: &'static str,
    pub players_range: fn(u8, u8) -> String,
    pub setup: &'static str,
    pub scorepad: &'static str,
    pub setup_title: fn(&str) -> String,
    pub score_title: fn(&str) -> String,
    /// Above a scorepad opened from a setup: which setup it belongs to.
    pub played_on: &'static str,
    pub all_games: &'static str,
    pub not_found_title: &'static str,
    pub not_found_body: &'static str,
    pub offline_title: &'static str,
    pub offline_body: &'static str,
    pub footer_note: &'static str,
    pub theme_label: &'static str,
    pub theme_name: fn(crate::theme::Theme) -> &'static str,
    pub setup_page: setup_text::SetupText,
    pub groups: group_text::GroupText,
    pub manage: manage_text::ManageText,
    pub person: person_text::PersonText,
    pub bgstats: bg_stats_text::BgStatsText,
    pub live: live_text::LiveText,
}

/// "game" or "games" for a count, in English sentences.
pub(crate) fn games_en(count: u64) -> &'static str {
    if count == 1 {
        "game"
    } else {
        "games"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::Language;

    #[test]
    fn no_text_is_left_empty() {
        for language in Language::ALL {
            let s = language.strings();
            let fixed = [
                s.language_name,
                s.language_switch_label,
                s.skip_to_content,
                s.tagline,
                s.home_heading,
                s.home_intro,
                s.games_list_label,
                s.setup,
                s.scorepad,
                s.all_games,
                s.not_found_title,
                s.not_found_body,
                s.offline_title,
                s.offline_body,
                s.footer_note,
            ];
            for text in fixed {
                assert!(!text.trim().is_empty(), "{language:?} has an empty string");
            }
            for game in games::GameId::ALL {
                let blurb = crate::game_views::blurb(game, language);
                assert!(!blurb.trim().is_empty());
                let name = language.game_name(game);
                assert!((s.setup_title)(name).contains(name));
                assert!((s.score_title)(name).contains(name));
            }
            assert!((s.players_range)(3, 6).contains('3'));
        }
    }

    #[test]
    fn languages_differ_where_they_should() {
        let (en, zh) = (
            Language::English.strings(),
            Language::TraditionalChinese.strings(),
        );
        assert_ne!(en.home_heading, zh.home_heading);
        assert_ne!(en.setup, zh.setup);
        assert_ne!((en.players_range)(1, 4), (zh.players_range)(1, 4));
    }
}
