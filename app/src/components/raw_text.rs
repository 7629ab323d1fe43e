//! Text inside the two elements whose children Leptos 0.8 writes into the
//! server's HTML without escaping: `<title>` (leptos_meta 0.8.7 copies the
//! text as it is) and `<textarea>` (tachys 0.2.19 treats its children as raw
//! text; fixed upstream only in the 0.9 line, leptos PR #4730). A group named
//! `</title><meta http-equiv=refresh …>` would otherwise become markup. Both
//! elements decode character references, so the escaped text reads as typed.
//!
//! Every page title and every textarea with text in it goes through here;
//! server/tests/hostile_names.rs renders every page that shows a user's text
//! with a hostile corpus in it.

use leptos::prelude::*;
use leptos_meta::Title;

/// The page's `<title>`.
#[component]
pub fn PageTitle(#[prop(into)] text: String) -> impl IntoView {
    view! { <Title text=for_raw_text(&text) /> }
}

/// A form's `<textarea>` named `name`, holding `text`.
#[component]
pub fn TextBox(
    name: &'static str,
    rows: u8,
    max_chars: usize,
    #[prop(into)] text: String,
) -> impl IntoView {
    view! { <textarea name=name rows=rows maxlength=max_chars>{for_raw_text(&text)}</textarea> }
}

/// On the server, `text` escaped for a raw-text element; in the browser the
/// text is set through the DOM (`document.title`, a text node), which needs none.
fn for_raw_text(text: &str) -> String {
    #[cfg(feature = "ssr")]
    return crate::html::escaped(text);
    #[cfg(not(feature = "ssr"))]
    text.to_owned()
}

#[cfg(all(test, feature = "ssr"))]
mod tests {
    use super::*;

    #[test]
    fn raw_text_cannot_close_its_element() {
        let text = for_raw_text("</textarea></title><script>&\"");
        assert_eq!(
            text,
            "&lt;/textarea&gt;&lt;/title&gt;&lt;script&gt;&amp;&quot;"
        );
    }
}
