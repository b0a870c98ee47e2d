/**
* | output |
* | --- |
* | "The hold of {reference} was released: the time is free again." |
*
* @param {Toast_Hold_ReleasedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_hold_released: ((inputs: Toast_Hold_ReleasedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Hold_ReleasedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Hold_ReleasedInputs = {
    reference: NonNullable<unknown>;
};
