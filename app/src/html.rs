//! HTML built as text, for the scorepad parts drawn as one element's content with
//! one delegated handler (a view per row costs the wasm several KB each:
//! docs/performance.md). What it builds is a [`Markup`], and [`markup`] is the one
//! way a page sets an element's content to HTML. Markup comes only from `&'static str` tag and attribute
//! names; every dynamic value goes through `text` or an attribute value, and both
//! are escaped. A control's action is an [`Act`], never a free string.

use std::fmt::Write;

/// The attributes of a control drawn as text: what it does (`Act`'s name) and
/// to which item; `browser::acted` reads them back.
pub const ACT: &str = "data-act";
pub const AT: &str = "data-at";
/// Finds the control an event inside it came from (`Element::closest`).
#[cfg_attr(not(any(feature = "browser", test)), allow(dead_code))]
pub const ACT_SELECTOR: &str = "[data-act]";

/// What a control drawn as text does when used; read back by `browser::acted`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Act {
    /// A seat's buttons.
    SeatUp,
    SeatDown,
    SeatRemove,
    /// Sets this table value (a radio group's value).
    Table(&'static str),
    /// Citadels' city: pick a district, remove one, its options; and what is
    /// typed to find a district in the deck.
    AddDistrict,
    FindDistrict,
    RemoveDistrict,
    Beautified,
    BuiltLast,
    CountsAs,
    CardsUnder,
    /// Card City's grid: a cell tapped.
    Cell,
}

impl Act {
    #[cfg_attr(not(any(feature = "browser", test)), allow(dead_code))]
    const SIMPLE: [Act; 11] = [
        Act::SeatUp,
        Act::SeatDown,
        Act::SeatRemove,
        Act::AddDistrict,
        Act::FindDistrict,
        Act::RemoveDistrict,
        Act::Beautified,
        Act::BuiltLast,
        Act::CountsAs,
        Act::CardsUnder,
        Act::Cell,
    ];

    /// The `data-act` value.
    pub const fn name(self) -> &'static str {
        match self {
            Act::SeatUp => "up",
            Act::SeatDown => "down",
            Act::SeatRemove => "remove",
            Act::Table(key) => key,
            Act::AddDistrict => "add",
            Act::FindDistrict => "find",
            Act::RemoveDistrict => "remove-district",
            Act::Beautified => "beautified",
            Act::BuiltLast => "last",
            Act::CountsAs => "as",
            Act::CardsUnder => "under",
            Act::Cell => "cell",
        }
    }

    /// Reads a `data-act` back; a table value's key among `table_keys`.
    #[cfg_attr(not(any(feature = "browser", test)), allow(dead_code))]
    pub fn parse(name: &str, table_keys: &[&'static str]) -> Option<Act> {
        Act::SIMPLE
            .into_iter()
            .find(|act| act.name() == name)
            .or_else(|| {
                table_keys
                    .iter()
                    .find(|key| **key == name)
                    .map(|key| Act::Table(key))
            })
    }
}

/// An attribute value: text (escaped), a number, or present/absent.
#[derive(Debug, Clone, Copy)]
pub enum Value<'a> {
    Text(&'a str),
    Number(i64),
    /// A boolean attribute (`disabled`), written only when true.
    On(bool),
    Act(Act),
}

#[derive(Debug, Default)]
pub struct Html(String);

impl Html {
    pub fn new() -> Html {
        Html::default()
    }

    /// `<tag …>`, what `inside` writes, then `</tag>`: every element the
    /// builder opens, it closes.
    pub fn wrap(
        &mut self,
        tag: &'static str,
        attrs: &[(&'static str, Value)],
        inside: impl FnOnce(&mut Html),
    ) -> &mut Html {
        self.open(tag, attrs);
        inside(self);
        self.close(tag)
    }

    /// A void element (`<input …>`, `<br>`): no content and no end tag.
    pub fn void(&mut self, tag: &'static str, attrs: &[(&'static str, Value)]) -> &mut Html {
        self.open(tag, attrs)
    }

    /// `<tag attr="value" …>`.
    fn open(&mut self, tag: &'static str, attrs: &[(&'static str, Value)]) -> &mut Html {
        self.0.push('<');
        self.0.push_str(tag);
        for (name, value) in attrs {
            match value {
                Value::On(false) => continue,
                Value::On(true) => {
                    self.0.push(' ');
                    self.0.push_str(name);
                    continue;
                }
                _ => {}
            }
            self.0.push(' ');
            self.0.push_str(name);
            self.0.push_str("=\"");
            match value {
                Value::Text(text) => escape_into(&mut self.0, text),
                Value::Number(n) => {
                    let _ = write!(self.0, "{n}");
                }
                Value::Act(act) => escape_into(&mut self.0, act.name()),
                Value::On(_) => {}
            }
            self.0.push('"');
        }
        self.0.push('>');
        self
    }

    /// `</tag>`.
    fn close(&mut self, tag: &'static str) -> &mut Html {
        self.0.push_str("</");
        self.0.push_str(tag);
        self.0.push('>');
        self
    }

    /// Text content, escaped.
    pub fn text(&mut self, text: &str) -> &mut Html {
        escape_into(&mut self.0, text);
        self
    }

    /// `<tag …>text</tag>`.
    pub fn element(
        &mut self,
        tag: &'static str,
        attrs: &[(&'static str, Value)],
        text: &str,
    ) -> &mut Html {
        self.open(tag, attrs).text(text).close(tag)
    }

    /// A box whose change does `act` to the item at `at`.
    pub fn checkbox(&mut self, act: Act, at: usize, on: bool) -> &mut Html {
        self.void(
            "input",
            &[
                ("type", Value::Text("checkbox")),
                (ACT, Value::Act(act)),
                (AT, Value::Number(at as i64)),
                ("checked", Value::On(on)),
            ],
        )
    }

    pub fn finish(&mut self) -> Markup {
        Markup(std::mem::take(&mut self.0))
    }
}

/// Markup the builder wrote, escaped as it went: the only HTML a page sets as an
/// element's content (through [`markup`]). (It crosses from the server to the
/// page it rendered as text, so it deserializes; nothing else makes one.)
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Markup(String);

impl std::ops::Deref for Markup {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for Markup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Sets an element's content to the builder's markup, kept up to date: the one
/// place a page uses `inner_html` (`<div {..markup(move || …)}>`).
pub fn markup(
    content: impl Fn() -> Markup + Send + Sync + 'static,
) -> impl leptos::attr::Attribute {
    leptos::tachys::html::element::inner_html(move || content().0)
}

/// `text` with `&`, `<`, `>` and `"` as character references: safe as element
/// text, inside a quoted attribute, and inside the raw-text elements the
/// renderer does not escape itself (components::raw_text, on the server).
#[cfg(any(feature = "ssr", test))]
pub(crate) fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    escape_into(&mut out, text);
    out
}

fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_control_selector_names_the_act_attribute() {
        assert_eq!(ACT_SELECTOR, format!("[{ACT}]"));
    }

    #[test]
    fn only_the_builder_sets_an_elements_inner_html() {
        fn sources(dir: &std::path::Path, found: &mut Vec<std::path::PathBuf>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                match path.is_dir() {
                    true => sources(&path, found),
                    false => found.push(path),
                }
            }
        }
        let root = std::path::Path::new(
            &std::env::var("CARGO_MANIFEST_DIR").expect("cargo test sets CARGO_MANIFEST_DIR"),
        )
        .join("src");
        let mut files = Vec::new();
        sources(&root, &mut files);
        let builder = root.join("html.rs");
        let setting = ["inner", "_html"].concat();
        let others: Vec<_> = files
            .iter()
            .filter(|path| **path != builder)
            .filter(|path| std::fs::read_to_string(path).unwrap().contains(&setting))
            .collect();
        assert!(others.is_empty(), "{others:?}");
        assert!(files.len() > 20, "the sources were found");
    }

    #[test]
    fn dynamic_text_and_attribute_values_are_escaped() {
        let hostile = "<img src=x onerror=\"alert(1)\">&";
        let html = Html::new()
            .element("span", &[("title", Value::Text(hostile))], hostile)
            .finish();
        assert_eq!(
            &*html,
            "<span title=\"&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;\">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;</span>"
        );
    }

    #[test]
    fn boolean_attributes_appear_only_when_on() {
        let html = Html::new()
            .element(
                "button",
                &[
                    ("data-act", Value::Act(Act::SeatUp)),
                    ("data-at", Value::Number(3)),
                    ("disabled", Value::On(true)),
                    ("hidden", Value::On(false)),
                ],
                "↑",
            )
            .finish();
        assert_eq!(
            &*html,
            "<button data-act=\"up\" data-at=\"3\" disabled>↑</button>"
        );
    }

    #[test]
    fn every_action_reads_back_as_itself() {
        for act in Act::SIMPLE {
            assert_eq!(Act::parse(act.name(), &[]), Some(act));
        }
        assert_eq!(
            Act::parse("longest_road", &["longest_road"]),
            Some(Act::Table("longest_road"))
        );
        assert_eq!(Act::parse("longest_road", &[]), None);
        // No table key may shadow an action.
        assert_eq!(Act::parse("nonsense", &["edition"]), None);
    }
}
