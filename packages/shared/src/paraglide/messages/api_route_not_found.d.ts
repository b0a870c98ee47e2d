/**
* | output |
* | --- |
* | "Route not found: {route}" |
*
* @param {Api_Route_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_route_not_found: ((inputs: Api_Route_Not_FoundInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Route_Not_FoundInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Route_Not_FoundInputs = {
    route: NonNullable<unknown>;
};
