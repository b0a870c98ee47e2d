/**
* | output |
* | --- |
* | "Correct your name and photo above, your tax details and payout accounts where they are shown. For anything else, tell us what is wrong and what it should be;..." |
*
* @param {Correction_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_text: ((inputs?: Correction_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Correction_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Correction_TextInputs = {};
