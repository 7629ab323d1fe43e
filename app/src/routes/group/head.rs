//! What the top of every group page shares: the group's name and tabs, what
//! the last form did, and a play's time as written.

use crate::components::PageTitle;
use crate::i18n::use_i18n;
use crate::routes::Said;
use leptos::prelude::*;
use leptos_router::hooks::use_query_map;

/// "2026-11-23T21:40:00+08:00" as the players wrote it: date and time, no offset.
pub(super) fn when(played_at: &str) -> String {
    played_at
        .get(..16)
        .unwrap_or(played_at)
        .replacen('T', " ", 1)
}

/// Which of a group's pages is shown (none: a saved game's page).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum GroupTab {
    History,
    Stats,
    Manage,
    Play,
}

/// The group's name, what its link may do, and its pages.
#[component]
pub(super) fn GroupHead(
    name: String,
    can_write: bool,
    token: String,
    tab: GroupTab,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().groups;
    let name = match name.trim() {
        "" => t.unnamed_group.to_owned(),
        name => name.to_owned(),
    };
    let current = |this: GroupTab| (tab == this).then_some("page");
    let history = crate::bridge::route::for_group(crate::bridge::route::GROUP, &token);
    let stats = crate::bridge::route::for_group(crate::bridge::route::GROUP_STATS, &token);
    let manage =
        crate::bridge::route::fill(crate::bridge::route::GROUP_MANAGE, &[("token", &token)]);
    view! {
        <PageTitle text=format!("{name} · Tableside") />
        <header class="page-head">
            <h1 data-testid="group-name">{name}</h1>
            <p class="hint">{if can_write { t.can_write_note } else { t.read_only_note }}</p>
        </header>
        <nav class="filters" aria-label=t.group_pages_label>
            <a href=history aria-current=current(GroupTab::History)>{t.history_link}</a>
            <a href=stats aria-current=current(GroupTab::Stats) data-testid="stats-link">{t.stats_link}</a>
            <a href=manage aria-current=current(GroupTab::Manage) data-testid="manage-link">{i18n.t().manage.manage_link}</a>
        </nav>
    }
}

/// A group this phone can add to is remembered by it (/device.js): the
/// history and the links page both.
#[component]
pub(super) fn RememberGroup(token: String, name: String, can_write: bool) -> impl IntoView {
    can_write.then(|| {
        view! {
            <span
                hidden
                {..(
                    crate::bridge::data_attr(crate::bridge::data::REMEMBER_GROUP, token),
                    crate::bridge::data_attr(crate::bridge::data::GROUP_NAME, name),
                )}
            ></span>
        }
    })
}

/// What the last form did, said at the top of the page (as a status, or as an
/// alert when it was refused).
#[component]
pub(crate) fn SaidNotice(said: Option<Said>) -> impl IntoView {
    let i18n = use_i18n();
    said.map(|said| {
        let text = (i18n.t().manage.said)(said);
        match said.is_refusal() {
            true => {
                view! { <p class="notice notice--error" role="alert" data-testid="said">{text}</p> }
                    .into_any()
            }
            false => {
                view! { <p class="notice" role="status" data-testid="said">{text}</p> }.into_any()
            }
        }
    })
}

/// The `said` of the page's address.
pub(crate) fn said_in_address() -> Option<Said> {
    use_query_map()
        .read_untracked()
        .get_str("said")
        .and_then(Said::from_slug)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_reads_as_written_without_its_offset() {
        assert_eq!(when("2026-11-23T21:40:00+08:00"), "2026-11-23 21:40");
        assert_eq!(when("2026-11-23"), "2026-11-23");
    }
}
