/**
* | output |
* | --- |
* | "My Spaces ({count})" |
*
* @param {Dash_Tab_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_tab_spaces: ((inputs: Dash_Tab_SpacesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Tab_SpacesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Tab_SpacesInputs = {
    count: NonNullable<unknown>;
};
