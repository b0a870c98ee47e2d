/**
* | output |
* | --- |
* | "Past Bookings ({count})" |
*
* @param {Dash_Tab_PastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_tab_past: ((inputs: Dash_Tab_PastInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Tab_PastInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Tab_PastInputs = {
    count: NonNullable<unknown>;
};
