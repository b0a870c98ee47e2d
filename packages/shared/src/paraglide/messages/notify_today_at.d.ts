/**
* | output |
* | --- |
* | "today at {time}" |
*
* @param {Notify_Today_AtInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_today_at: ((inputs: Notify_Today_AtInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Today_AtInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Today_AtInputs = {
    time: NonNullable<unknown>;
};
