/**
* | output |
* | --- |
* | "{name} ({email}) asks to correct: {field}" |
*
* @param {Correction_Admin_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_line: ((inputs: Correction_Admin_LineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_Admin_LineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_Admin_LineInputs = {
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
    field: NonNullable<unknown>;
};
