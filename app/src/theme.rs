//! Light or dark: the system's choice unless the player picked one, remembered in
//! a cookie so the server renders the page in it (no flash of the other theme).

/// The cookie the choice is remembered in (absent: follow the system).
pub const THEME_COOKIE: &str = "theme";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// The name used in `/theme/{name}` and the cookie.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name.trim())
    }

    /// The remembered choice in a `Cookie` header.
    pub fn from_cookie_header(header: Option<&str>) -> Theme {
        header
            .and_then(|h| crate::cookies::cookie_value(h, THEME_COOKIE))
            .and_then(Theme::from_name)
            .unwrap_or_default()
    }

    /// `<html data-theme>`: absent when following the system.
    pub const fn attribute(self) -> Option<&'static str> {
        match self {
            Theme::System => None,
            Theme::Light => Some("light"),
            Theme::Dark => Some("dark"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_picks_the_theme() {
        assert_eq!(Theme::from_cookie_header(None), Theme::System);
        assert_eq!(
            Theme::from_cookie_header(Some("lang=en; theme=dark")),
            Theme::Dark
        );
        assert_eq!(Theme::from_cookie_header(Some("theme=light")), Theme::Light);
        assert_eq!(
            Theme::from_cookie_header(Some("theme=purple")),
            Theme::System
        );
        for theme in Theme::ALL {
            assert_eq!(Theme::from_name(theme.name()), Some(theme));
        }
    }
}
