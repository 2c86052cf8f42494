"""Planned replies in a game by link (grove.app.plan, and version "d" of grove.links): a plan
travels in the link with its sender's turn, plays its owner's reply where the line follows it,
is over once the line leaves it, never plays for the seat of the page it is on, and is taken
back on its owner's page only as the owner's own plan says it."""

import dataclasses

import pytest

from grove import links
from grove.app import merge
from grove.app.linkseat import LinkSeat
from grove.app.plan import (
    MAX_REPLIES,
    OVER,
    PLAY,
    WAIT,
    Plan,
    Step,
    add,
    check,
    planned,
    said,
    step,
)
from grove.app.session import Session
from grove.app.store import MemoryBackend, Store, link_key
from grove.app.table import ByLink, Table
from grove.games import new_game
from grove.i18n import say

ADA, BEN = 0, 1  # Ada plays Black, first; Ben White


def trellis(*actions):
    state = new_game("trellis", size=9, pie="off")
    for action in actions:
        state = state.play(action)
    return state


# Ada has played e5 (a turn of one stone ends with "end"); Ben is to move.
SENT = trellis("e5", "end")
IF_C3 = ("c3", "end", "g7", "end")  # if Ben plays c3, Ada plays g7
IF_G3 = ("g3", "end", "c7", "end")  # if Ben plays g3, Ada plays c7
DEEPER = IF_C3 + ("e2", "end", "e8", "end")  # then if Ben plays e2, Ada plays e8


def plan(*lines):
    return Plan(ADA, SENT.history, tuple(lines))


def after(state, actions):
    for action in actions:
        state = state.play(action)
    return state


# -- what a plan does --------------------------------------------------------------------------

def test_a_plan_waits_for_the_turn_it_foresees_then_plays_its_reply():
    ada = plan(IF_C3, IF_G3)
    assert step(ada, SENT) == Step(WAIT)
    assert step(ada, after(SENT, ["c3"])) == Step(WAIT)  # Ben's turn is not over yet
    assert step(ada, after(SENT, ["c3", "end"])) == Step(PLAY, ("g7", "end"))
    assert step(ada, after(SENT, ["g3", "end"])) == Step(PLAY, ("c7", "end"))


def test_a_turn_the_plan_did_not_foresee_ends_it():
    ada = plan(IF_C3)
    assert step(ada, after(SENT, ["d4"])) == Step(OVER)
    assert ada.ahead(after(SENT, ["d4"]).history) is None


def test_a_plan_goes_on_a_few_turns_deep_and_is_over_at_its_end():
    ada = plan(DEEPER)
    line = after(SENT, IF_C3)
    assert step(ada, line) == Step(WAIT)
    assert step(ada, after(line, ["e2", "end"])) == Step(PLAY, ("e8", "end"))
    assert step(ada, after(line, ["e2", "end", "e8", "end"])) == Step(OVER)
    assert step(ada, after(line, ["f2", "end"])) == Step(OVER)


def test_a_plan_rooted_further_on_keeps_only_what_is_still_ahead():
    ada = plan(DEEPER, IF_G3)
    line = after(SENT, IF_C3).history
    rest = ada.rooted(line)
    assert rest == Plan(ADA, line, (("e2", "end", "e8", "end"),))
    assert plan(IF_C3).rooted(line) is None


# -- what a plan may be ------------------------------------------------------------------------

@pytest.mark.parametrize("lines, here, why", [
    ((IF_C3,), ADA, "plays for you"),
    ((), BEN, "empty"),
    ((("c3", "end", "g7"),), BEN, "whole turn"),  # Ada's turn cut short
    ((("c3", "end"),), BEN, "whole turn"),  # a condition with no reply
    ((("c3", "end", "c3", "end"),), BEN, "cannot be played"),
    ((IF_C3, ("c3", "end", "a1", "end")), BEN, "two replies to one turn"),
    ((IF_C3 + ("e2", "end", "e8", "end", "f2", "end", "f8", "end", "h2", "end", "h8", "end"),),
     BEN, "more than 3 turns ahead"),
])
def test_a_plan_that_cannot_stand_is_refused_with_its_reason(lines, here, why):
    refusal = check(plan(*lines), SENT, here)
    assert refusal is not None and why in say(refusal)


def test_a_sound_plan_is_taken():
    assert check(plan(DEEPER, IF_G3), SENT, BEN) is None
    assert check(Plan(ADA, ("e5",), (IF_C3,)), SENT, BEN) is not None  # another position


def test_an_explored_line_is_cut_after_the_owners_last_whole_turn():
    assert planned(SENT, ADA, IF_C3 + ("e2", "end", "e8")) == IF_C3
    assert planned(SENT, ADA, ("c3", "end")) == ()
    deep = DEEPER + ("f2", "end", "f8", "end", "h2", "end", "h8", "end")
    assert len([a for a in planned(SENT, ADA, deep) if a == "end"]) == 2 * MAX_REPLIES


def test_adding_a_line_replaces_the_replies_it_contradicts_and_what_it_extends():
    ada = add(None, SENT, ADA, IF_C3)
    ada = add(ada, SENT, ADA, IF_G3)
    assert ada.lines == (IF_C3, IF_G3)
    ada = add(ada, SENT, ADA, DEEPER)  # goes on from IF_C3: takes its place
    assert ada.lines == (IF_G3, DEEPER)
    changed = ("c3", "end", "a1", "end")  # another reply to c3: the player changed their mind
    ada = add(ada, SENT, ADA, changed)
    assert ada.lines == (IF_G3, changed)
    assert add(ada, SENT, ADA, IF_G3[:4]).lines == ada.lines  # nothing new


def test_a_plan_in_words_names_each_turn():
    names = {ADA: "Ada", BEN: "Ben"}.get
    assert [say(line) for line in said(plan(IF_C3), SENT, names)] == [
        "Ben: c3 end → Ada: g7 end"]


# -- the owner's page takes back only what the plan says ----------------------------------------

def judged(plan, actions):
    """Ada's game as sent against a link that comes back with `actions` after it."""
    ours = Session.new("trellis", {"size": 9, "pie": "off"}, names=("Ada", "Ben"))
    theirs = Session.new("trellis", {"size": 9, "pie": "off"}, names=("Ada", "Ben"))
    for action in SENT.history:
        ours.play(action)
    for action in SENT.history + tuple(actions):
        theirs.play(action)
    return merge.judge(ours, theirs, ADA, plan).kind


def test_the_owners_page_takes_its_planned_reply_and_nothing_else():
    ada = plan(IF_C3)
    assert judged(ada, IF_C3) == merge.AHEAD
    assert judged(ada, ("c3", "end", "a1", "end")) == merge.FORGED
    assert judged(None, IF_C3) == merge.FORGED  # no plan: forged, as before plans
    assert judged(None, ("c3", "end")) == merge.AHEAD  # Ben's own moves only
    assert judged(dataclasses.replace(ada, withdrawn=True), IF_C3) == merge.AHEAD
    assert judged(Plan(BEN, SENT.history, (IF_C3,)), IF_C3) == merge.FORGED  # not Ada's plan


# -- in a link ---------------------------------------------------------------------------------

def test_a_plan_travels_in_a_link_and_comes_back_whole():
    lines = (DEEPER, IF_G3)
    payload = links.to_link(SENT, ("Ada", "Ben"), match="m1", sender=ADA, plan=lines)
    assert payload.startswith("d")
    loaded = links.from_link(payload)
    assert loaded.state.history == SENT.history and set(loaded.plan) == set(lines)
    assert links.from_link(links.to_link(SENT, sender=ADA)).plan == ()


def test_a_link_without_a_plan_does_not_grow():
    plain = links.to_link(SENT, ("Ada", "Ben"), match="m1", sender=ADA)
    assert plain.startswith("c")
    assert plain == links.to_link(SENT, ("Ada", "Ben"), match="m1", sender=ADA, plan=())


def test_a_plan_of_three_turns_costs_about_thirty_characters():
    plain = links.to_link(SENT, ("Ada", "Ben"), match="m1", sender=ADA)
    three = DEEPER + ("f2", "end", "f8", "end")  # three of Ada's replies, each to a turn of Ben's
    assert check(plan(three), SENT, BEN) is None
    sent = links.to_link(SENT, ("Ada", "Ben"), match="m1", sender=ADA, plan=(three,))
    assert len(sent) - len(plain) <= 30


def test_an_altered_plan_is_refused_as_the_link_is():
    payload = links.to_link(SENT, sender=ADA, plan=(IF_C3,))
    for at in range(1, len(payload)):
        altered = payload[:at] + ("A" if payload[at] != "A" else "B") + payload[at + 1:]
        with pytest.raises(links.RecordError):
            links.from_link(altered)


def test_a_plan_whose_actions_are_not_legal_cannot_be_written():
    with pytest.raises(ValueError):
        links.to_link(SENT, sender=ADA, plan=(("e5", "end"),))


# -- two screens: Ada's and Ben's, each with its own storage -----------------------------------

MATCH = "m2plan9x"


class Screen:
    """One player's browser: their store, and their game by link on screen as a table."""

    def __init__(self, seat):
        self.seat, self.store, self.table = seat, Store(MemoryBackend()), None

    def open(self, payload):
        """Open a friend's link: join the game, or merge it as the page does."""
        loaded = links.from_link(payload)
        arrival = merge.arrive(self.store, loaded)
        if arrival.kind == merge.JOIN:
            session = Session.from_loaded(loaded)
            plan = merge.sent_plan(loaded, session, self.seat)
            assert not isinstance(plan, str), plan
            link = LinkSeat(MATCH, self.seat, len(session.line), confirm=False)
            link = link.with_plan(loaded.sender, plan) if plan else link
            self.table = Table(session, link_key(MATCH), mode=ByLink(link))
        else:
            self.table = Table(arrival.session, arrival.key, mode=ByLink(arrival.link),
                               rev=arrival.opened.rev)
        self.table.save(self.store)
        return arrival

    def play(self, *actions):
        said = ""
        for action in actions:
            assert self.table.play(action).kind == "played"
            self.table.commit(self.store)
            said = self.table.play_planned() or said
        self.table.save(self.store)
        return said

    def send(self):
        table = self.table
        line = table.session.state.history
        payload = table.session.link(MATCH, self.seat, table.link.sent_plan(line))
        table.confirm()
        table.save(self.store)
        return payload

    @property
    def line(self):
        return self.table.session.state.history


def ada_starts():
    ada = Screen(ADA)
    session = Session.new("trellis", {"size": 9, "pie": "off"}, names=("Ada", "Ben"))
    ada.table = Table(session, link_key(MATCH), mode=ByLink(LinkSeat(MATCH, ADA, 0, False)))
    ada.play("e5", "end")
    return ada


def test_a_plan_answers_twice_on_bens_screen_then_a_turn_it_did_not_foresee_discards_it():
    ada, ben = ada_starts(), Screen(BEN)
    assert ada.table.plan_line(DEEPER) == "" and ada.table.plan_line(IF_G3) == ""
    link = ada.send()
    assert link.startswith("d")
    ben.open(link)
    assert ben.table.link.plan_of(ADA) is not None

    said = ben.play("c3", "end")  # foreseen: Ada's reply is played at once, as hers, and final
    assert ben.line == SENT.history + IF_C3
    assert said == "Ada (Black)'s planned reply: g7, then End turn."
    assert ben.table.link.final == len(ben.line) and not ben.table.pending()
    back = ben.send()
    arrival = ada.open(back)  # Ada's page takes her reply: her own plan says it
    assert arrival.kind == merge.NEWS and ada.line == ben.line

    assert ben.play("e2", "end") == "Ada (Black)'s planned reply: e8, then End turn."  # twice
    assert ada.open(ben.send()).kind == merge.NEWS
    assert ben.table.link.plan_of(ADA) is None and ada.table.link.own_plan is None  # all used

    ada.table.plan_line(("f2", "end", "f8", "end"))  # a new plan, one line
    ben.open(ada.send())
    assert ben.play("g2", "end") == ""  # not foreseen: nothing is played, the plan is over
    assert ben.table.link.plan_of(ADA) is None
    assert ada.open(ben.send()).kind == merge.NEWS
    assert ada.table.link.own_plan is None


def test_a_link_that_plays_an_unplanned_reply_for_the_owner_is_forged():
    ada = ada_starts()
    ada.table.plan_line(IF_C3)
    ada.send()
    session = Session.new("trellis", {"size": 9, "pie": "off"}, names=("Ada", "Ben"))
    for action in SENT.history + ("c3", "end", "a1", "end"):  # Ben edits in a reply of "Ada"
        session.play(action)
    before = ada.line
    arrival = merge.arrive(ada.store, links.from_link(session.link(MATCH, BEN)))
    assert arrival.kind == merge.OPEN and "plays moves for you" in arrival.message
    assert ada.store.open(link_key(MATCH)).loaded.state.history == before


def test_a_withdrawn_plan_is_not_sent_but_what_it_played_is_still_taken():
    ada, ben = ada_starts(), Screen(BEN)
    ada.table.plan_line(IF_C3)
    ben.open(ada.send())
    assert ada.table.withdraw_plan() and not ada.table.withdraw_plan()
    assert not ada.send().startswith("d")  # the link sent again holds no plan
    ben.play("c3", "end")  # Ben's screen had not heard of it yet
    assert ada.open(ben.send()).kind == merge.NEWS  # still Ada's own reply: taken


def test_a_link_sent_again_without_the_plan_takes_it_away_on_bens_screen():
    ada, ben = ada_starts(), Screen(BEN)
    ada.table.plan_line(IF_C3)
    ben.open(ada.send())
    ada.table.withdraw_plan()
    arrival = ben.open(ada.send())
    assert arrival.kind == merge.NEWS and "withdrew" in arrival.message
    assert ben.play("c3", "end") == "" and ben.line == SENT.history + ("c3", "end")


def test_a_plan_that_would_play_for_the_receiver_is_refused_with_the_link():
    ada = ada_starts()
    bad = links.to_link(ada.table.session.state, ("Ada", "Ben"), match=MATCH, sender=BEN,
                        plan=(IF_C3,))  # "Ben's" plan, sent to Ben: it would play for him
    loaded = links.from_link(bad)
    said = merge.sent_plan(loaded, Session.from_loaded(loaded), BEN)
    assert isinstance(said, str) and "plays for you" in said


def test_with_turns_to_confirm_the_reply_waits_for_the_confirmation():
    ada, ben = ada_starts(), Screen(BEN)
    ada.table.plan_line(IF_C3)
    ben.open(ada.send())
    ben.table.set_link(confirm=True)
    assert ben.play("c3", "end") == ""  # not final yet: Undo may still take it back
    assert ben.table.pending()
    assert ben.table.confirm()
    assert ben.table.play_planned() == "Ada (Black)'s planned reply: g7, then End turn."


def test_the_stored_plans_come_back_with_the_game():
    ada = ada_starts()
    ada.table.plan_line(IF_C3)
    ada.table.save(ada.store)
    opened = ada.store.open(link_key(MATCH))
    assert opened.link.own_plan == ada.table.link.own_plan
