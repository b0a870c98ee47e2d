/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Go_DashboardInputs */

const en_list_go_dashboard = /** @type {(inputs: List_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Dashboard`)
};

const sw_list_go_dashboard = /** @type {(inputs: List_Go_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenda kwenye Dashibodi`)
};

/**
* | output |
* | --- |
* | "Go to Dashboard" |
*
* @param {List_Go_DashboardInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_go_dashboard = /** @type {((inputs?: List_Go_DashboardInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Go_DashboardInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_go_dashboard(inputs)
	return en_list_go_dashboard(inputs)
});