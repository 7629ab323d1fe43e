//! "Save to a group" under a scorepad: a plain form, run by `/device.js` (no wasm):
//! the play waits in the phone's outbox until the server has it.

use crate::bridge::{data, data_attr};
use crate::i18n::use_i18n;
use games::GameId;
use leptos::prelude::*;

/// The form; hidden until `/device.js` runs it (it cannot work without script).
/// On a live table (`live`, its code) it is the host's Finish: the table saved
/// as one play, shown only on the host's phone.
#[component]
pub fn SavePlay(game: GameId, #[prop(optional)] live: Option<String>) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().groups;
    let m = &i18n.t().manage;
    let l = &i18n.t().live;
    let (heading, intro) = match live {
        Some(_) => (l.finish_heading, l.finish_intro),
        None => (t.save_heading, t.save_intro),
    };
    view! {
        <section
            class="panel save-play"
            id="save-play"
            hidden
            aria-labelledby="save-play-heading"
            {..(
                data_attr(data::SAVE_PLAY, game.slug()),
                data_attr(data::SAVING, t.saving),
                data_attr(data::SAVED, t.saved),
                data_attr(data::CHANGED, t.changed_since_saved),
                data_attr(data::QUEUED, t.queued),
                data_attr(data::REFUSED, t.refused),
                data_attr(data::GROUP_FULL, t.group_full),
                data_attr(data::LINK_REPLACED, t.link_replaced_save),
                data_attr(data::NEW_GROUP_QUEUED, t.new_group_queued),
                data_attr(data::NO_RESULT, t.no_result),
                data_attr(data::NOT_OVER_ASK, t.not_over_ask),
                data_attr(data::SAVE_UNFINISHED, t.save_unfinished),
                data_attr(data::BLANK_ASK, t.blank_ask),
                data_attr(data::SAVE_AS_ENTERED, t.save_as_entered),
                data_attr(data::OPEN_HISTORY, t.open_history),
                data_attr(data::UNNAMED, t.unnamed_group),
                data_attr(data::LIVE, live),
            )}
        >
            <h2 id="save-play-heading">{heading}</h2>
            <p class="hint">{intro}</p>
            // A saved game's scores opened here from its page (see device.js).
            <p class="notice" hidden {..data_attr(data::EDITING, "")} data-testid="editing-notice">{m.editing_notice}</p>
            <button
                class="button"
                type="button"
                hidden
                {..(
                    data_attr(data::RESTORE, ""),
                    data_attr(data::STOP_TEXT, m.stop_editing),
                    data_attr(data::RESTORE_TEXT, m.restore_game),
                )}
                data-testid="restore-game"
            ></button>
            <form class="save-play__form" novalidate>
                <label class="field">
                    <span class="field__label">{t.group_label}</span>
                    <select name="group" data-testid="save-group">
                        <option value="">{t.new_group}</option>
                    </select>
                </label>
                <label class="field" {..data_attr(data::NEW_GROUP, "")}>
                    <span class="field__label">{t.new_group_name}</span>
                    <input name="group_name" autocomplete="off" data-testid="save-group-name" />
                </label>
                <label class="field">
                    <span class="field__label">{t.played_at}</span>
                    <input type="datetime-local" name="played_at" data-testid="save-played-at" />
                </label>
                <label class="field">
                    <span class="field__label">{t.duration}</span>
                    <input type="number" name="duration_min" min="1" inputmode="numeric" />
                </label>
                <label class="field">
                    <span class="field__label">{t.place}</span>
                    <input name="place" autocomplete="off" />
                </label>
                <label class="field">
                    <span class="field__label">{t.note}</span>
                    <textarea name="note" rows="2"></textarea>
                </label>
                <button class="button button--primary button--wide" type="submit" data-testid="save-play">
                    {t.save_button}
                </button>
            </form>
            <p class="save-play__status" role="status" aria-live="polite" data-testid="save-status"></p>
        </section>
    }
}
