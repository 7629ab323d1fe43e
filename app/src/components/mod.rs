//! Pieces shared by every page.

mod copy_link;
mod language_switch;
mod raw_text;
mod site_chrome;

pub use copy_link::CopyLink;
pub use language_switch::LanguageSwitch;
pub use raw_text::{PageTitle, TextBox};
pub use site_chrome::{SiteFooter, SiteHeader};
