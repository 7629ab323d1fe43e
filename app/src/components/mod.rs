//! Pieces shared by every page.

mod copy_link;
mod dice_link;
// Drawn on the phone only (`crate::dice_page`).
#[cfg(feature = "browser")]
mod dice_panel;
mod dice_record;
mod file_picker;
mod language_switch;
pub(crate) mod pad_messages;
mod raw_text;
pub(crate) mod setup_controls;
pub(crate) mod setup_facts;
mod site_chrome;
mod table_scroll;

pub use copy_link::CopyLink;
pub use dice_link::{DiceLink, RoundsLink};
#[cfg(feature = "browser")]
pub use dice_panel::{DicePanel, PhoneSources};
pub use dice_record::DiceRecord;
pub use file_picker::FilePicker;
pub use language_switch::LanguageSwitch;
pub use raw_text::{PageTitle, TextBox};
pub use site_chrome::{SiteFooter, SiteHeader};
pub use table_scroll::TableScroll;
