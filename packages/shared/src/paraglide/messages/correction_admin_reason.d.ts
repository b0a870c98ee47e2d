/**
* | output |
* | --- |
* | "Why: {reason}" |
*
* @param {Correction_Admin_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_reason: ((inputs: Correction_Admin_ReasonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Admin_ReasonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Admin_ReasonInputs = {
    reason: NonNullable<unknown>;
};
