/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Tab_CalendarInputs */

const en_dash_tab_calendar = /** @type {(inputs: Dash_Tab_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar`)
};

const sw_dash_tab_calendar = /** @type {(inputs: Dash_Tab_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalenda`)
};

/**
* | output |
* | --- |
* | "Calendar" |
*
* @param {Dash_Tab_CalendarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_tab_calendar = /** @type {((inputs?: Dash_Tab_CalendarInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Tab_CalendarInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_tab_calendar(inputs)
	return en_dash_tab_calendar(inputs)
});