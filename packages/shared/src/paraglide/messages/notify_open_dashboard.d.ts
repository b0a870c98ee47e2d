/**
* | output |
* | --- |
* | "Open your dashboard" |
*
* @param {Notify_Open_DashboardInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_open_dashboard: ((inputs?: Notify_Open_DashboardInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Open_DashboardInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Open_DashboardInputs = {};
