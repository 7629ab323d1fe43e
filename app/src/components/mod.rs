//! Pieces shared by every page.

mod language_switch;
mod site_chrome;

pub use language_switch::LanguageSwitch;
pub use site_chrome::{SiteFooter, SiteHeader};
