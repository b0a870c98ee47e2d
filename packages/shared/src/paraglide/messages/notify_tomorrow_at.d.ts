/**
* | output |
* | --- |
* | "tomorrow at {time}" |
*
* @param {Notify_Tomorrow_AtInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_tomorrow_at: ((inputs: Notify_Tomorrow_AtInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Tomorrow_AtInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Tomorrow_AtInputs = {
    time: NonNullable<unknown>;
};
