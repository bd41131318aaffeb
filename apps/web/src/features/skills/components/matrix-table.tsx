import type { UnitMatrix } from "@app/contract";
import { useTranslation } from "react-i18next";
import { MatrixCell } from "./matrix-cell";

type Skill = UnitMatrix["skills"][number];
type Row = UnitMatrix["rows"][number];

/**
 * The competence matrix: members down the side (their names held at the left while the skills
 * scroll sideways on a phone), the required skills across.
 */
export function MatrixTable({
  matrix,
  skills,
  onRecord,
}: {
  matrix: UnitMatrix;
  /** The skill columns shown. */
  skills: Skill[];
  /** Records a missing or expired skill from its cell; absent without Skills. */
  onRecord?: (row: Row, skill: Skill) => void;
}) {
  const { t } = useTranslation("skills");
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
    <section className="skill-matrix-scroll" aria-label={t("matrix.scrollLabel")} tabIndex={0}>
      <table className="skill-matrix">
        <caption className="skill-matrix-caption">{t("matrix.caption", { unit: matrix.unit.name })}</caption>
        <thead>
          <tr>
            <th scope="col" className="skill-matrix-name">
              {t("matrix.person")}
            </th>
            {skills.map((skill) => (
              <th key={skill.id} scope="col">
                {skill.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => {
            const cells = new Map(row.cells.map((cell) => [cell.skillId, cell]));
            return (
              <tr key={row.user.id}>
                <th scope="row" className="skill-matrix-name">
                  {row.user.name}
                </th>
                {skills.map((skill) => {
                  const cell = cells.get(skill.id) ?? {
                    skillId: skill.id,
                    status: "missing" as const,
                    achievedOn: null,
                    validUntil: null,
                    userSkillId: null,
                  };
                  const recordable = cell.status === "missing" || cell.status === "expired";
                  return (
                    <td key={skill.id}>
                      <MatrixCell
                        cell={cell}
                        person={row.user.name}
                        skill={skill.name}
                        onRecord={onRecord && recordable ? () => onRecord(row, skill) : undefined}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
