//! Pieces shared by every page.

mod language_switch;
mod raw_text;
mod site_chrome;

pub use language_switch::LanguageSwitch;
pub use raw_text::{PageTitle, TextBox};
pub use site_chrome::{SiteFooter, SiteHeader};
