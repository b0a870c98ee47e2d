/**
* | output |
* | --- |
* | "Welcome, {name}!" |
*
* @param {Dash_WelcomeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_welcome: ((inputs: Dash_WelcomeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_WelcomeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_WelcomeInputs = {
    name: NonNullable<unknown>;
};
