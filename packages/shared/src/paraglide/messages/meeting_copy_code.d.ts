/**
* | output |
* | --- |
* | "Copy the code {code}" |
*
* @param {Meeting_Copy_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_copy_code: ((inputs: Meeting_Copy_CodeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Copy_CodeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Copy_CodeInputs = {
    code: NonNullable<unknown>;
};
