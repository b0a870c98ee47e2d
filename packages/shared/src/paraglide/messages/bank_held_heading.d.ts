/**
* | output |
* | --- |
* | "Credits waiting for you ({count})" |
*
* @param {Bank_Held_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_held_heading: ((inputs: Bank_Held_HeadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Held_HeadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Held_HeadingInputs = {
    count: NonNullable<unknown>;
};
