/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Loading_CalendarInputs */

const en_dash_loading_calendar = /** @type {(inputs: Dash_Loading_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your calendar…`)
};

const sw_dash_loading_calendar = /** @type {(inputs: Dash_Loading_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inapakia kalenda yako…`)
};

/**
* | output |
* | --- |
* | "Loading your calendar…" |
*
* @param {Dash_Loading_CalendarInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const dash_loading_calendar = /** @type {((inputs?: Dash_Loading_CalendarInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Loading_CalendarInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_dash_loading_calendar(inputs)
	return en_dash_loading_calendar(inputs)
});