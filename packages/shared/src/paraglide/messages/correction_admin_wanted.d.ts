/**
* | output |
* | --- |
* | "Should be: {wanted}" |
*
* @param {Correction_Admin_WantedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_wanted: ((inputs: Correction_Admin_WantedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Admin_WantedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Admin_WantedInputs = {
    wanted: NonNullable<unknown>;
};
