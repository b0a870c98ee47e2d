/**
* | output |
* | --- |
* | "Open your earnings" |
*
* @param {Notify_Open_EarningsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_open_earnings: ((inputs?: Notify_Open_EarningsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Open_EarningsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Open_EarningsInputs = {};
