/**
* | output |
* | --- |
* | "Welcome back, {name}!" |
*
* @param {Dash_Welcome_BackInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_welcome_back: ((inputs: Dash_Welcome_BackInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Welcome_BackInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Welcome_BackInputs = {
    name: NonNullable<unknown>;
};
