/**
* | output |
* | --- |
* | "This space must be booked at least {length} ahead." |
*
* @param {Slot_NoticeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_notice: ((inputs: Slot_NoticeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_NoticeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_NoticeInputs = {
    length: NonNullable<unknown>;
};
