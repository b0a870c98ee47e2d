/**
* | output |
* | --- |
* | "Copy the link by hand." |
*
* @param {Calendar_Copy_By_HandInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_copy_by_hand: ((inputs?: Calendar_Copy_By_HandInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Copy_By_HandInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Copy_By_HandInputs = {};
