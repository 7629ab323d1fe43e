//! What a group page says after one of its forms changed something (or could not):
//! the form's handler (server) names it in the address it returns to
//! (`?said=renamed`) and the page words it in its language.

/// What a confirmation's form posts as `confirmed`: a change that cannot be
/// taken back at once (a merge, a new link) is made only with it.
pub const CONFIRMED: &str = "yes";

/// One outcome of a group page's form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Said {
    Renamed,
    Merged,
    SamePerson,
    Unmerged,
    AlreadyUndone,
    UnmergeNameTaken,
    NameTaken,
    PlayedTogether,
    NoSuchPerson,
    NameInvalid,
    GroupRenamed,
    RotatedWrite,
    RotatedRead,
    Edited,
    EditInvalid,
    Deleted,
    Restored,
    /// A group started from the home page: its links, to share.
    GroupStarted,
    /// A deleted game not brought back: the group keeps all it may.
    GroupFull,
}

impl Said {
    pub const ALL: [Said; 19] = [
        Said::Renamed,
        Said::Merged,
        Said::SamePerson,
        Said::Unmerged,
        Said::AlreadyUndone,
        Said::UnmergeNameTaken,
        Said::NameTaken,
        Said::PlayedTogether,
        Said::NoSuchPerson,
        Said::NameInvalid,
        Said::GroupRenamed,
        Said::RotatedWrite,
        Said::RotatedRead,
        Said::Edited,
        Said::EditInvalid,
        Said::Deleted,
        Said::Restored,
        Said::GroupStarted,
        Said::GroupFull,
    ];

    /// As the address carries it.
    pub fn slug(self) -> &'static str {
        match self {
            Said::Renamed => "renamed",
            Said::Merged => "merged",
            Said::SamePerson => "same-person",
            Said::Unmerged => "unmerged",
            Said::AlreadyUndone => "already-undone",
            Said::UnmergeNameTaken => "unmerge-name-taken",
            Said::NameTaken => "name-taken",
            Said::PlayedTogether => "played-together",
            Said::NoSuchPerson => "no-such-person",
            Said::NameInvalid => "name-invalid",
            Said::GroupRenamed => "group-renamed",
            Said::RotatedWrite => "rotated-write",
            Said::RotatedRead => "rotated-read",
            Said::Edited => "edited",
            Said::EditInvalid => "edit-invalid",
            Said::Deleted => "deleted",
            Said::Restored => "restored",
            Said::GroupStarted => "group-started",
            Said::GroupFull => "group-full",
        }
    }

    pub fn from_slug(slug: &str) -> Option<Said> {
        Said::ALL.into_iter().find(|said| said.slug() == slug)
    }

    /// Whether it says something was not done.
    pub fn is_refusal(self) -> bool {
        matches!(
            self,
            Said::NameTaken
                | Said::SamePerson
                | Said::UnmergeNameTaken
                | Said::PlayedTogether
                | Said::NoSuchPerson
                | Said::NameInvalid
                | Said::EditInvalid
                | Said::GroupFull
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_outcome_reads_back_from_its_address_and_is_worded_in_both_languages() {
        for said in Said::ALL {
            assert_eq!(Said::from_slug(said.slug()), Some(said));
            for text in [
                crate::i18n::manage_text::EN,
                crate::i18n::manage_text::ZH_TW,
            ] {
                assert!(!(text.said)(said).is_empty());
            }
        }
        assert_eq!(Said::from_slug("nonsense"), None);
    }
}
