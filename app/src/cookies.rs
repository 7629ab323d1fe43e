//! Reading a value out of a `Cookie` request header.

/// The value of cookie `name` in a `Cookie` header (`a=1; b=2`), if present.
pub fn cookie_value<'a>(header: &'a str, name: &str) -> Option<&'a str> {
    header
        .split(';')
        .filter_map(|pair| pair.split_once('='))
        .find(|(key, _)| key.trim() == name)
        .map(|(_, value)| value.trim())
}

#[cfg(test)]
mod tests {
    use super::cookie_value;

    #[test]
    fn finds_a_cookie_among_others() {
        assert_eq!(
            cookie_value("lang=zh-TW; theme=dark", "theme"),
            Some("dark")
        );
        assert_eq!(cookie_value("xtheme=dark", "theme"), None);
        assert_eq!(cookie_value("", "theme"), None);
    }
}
