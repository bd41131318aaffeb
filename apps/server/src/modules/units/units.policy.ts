import { ErrorCode, mayMoveUnit, UNIT_MEMBER_LIMIT, type UnitStatus } from "@app/contract";
import { conflict } from "../../lib/errors";

/** A unit's status moves only along the contract's transitions (docs/units.md): 409 CONFLICT on `status`. */
export function mayMove(from: UnitStatus, to: UnitStatus) {
  if (!mayMoveUnit(from, to)) {
    throw conflict(ErrorCode.Conflict, `A unit cannot go from ${from} to ${to}.`, "status");
  }
}

/** An inactivated unit keeps its members but takes no new ones; a unit holds at most UNIT_MEMBER_LIMIT. */
export function mayTakeMember(unit: { status: UnitStatus }, members: number) {
  if (unit.status === "INACTIVATED") {
    throw conflict(ErrorCode.Conflict, "An inactivated unit takes no new members.", "status");
  }
  if (members >= UNIT_MEMBER_LIMIT) {
    throw conflict(ErrorCode.LimitReached, `A unit holds at most ${UNIT_MEMBER_LIMIT} members.`);
  }
}
