/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Incidents_Open_ButtonInputs */

const en_incidents_open_button = /** @type {(inputs: Incidents_Open_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open incident`)
};

const sw_incidents_open_button = /** @type {(inputs: Incidents_Open_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua tukio`)
};

/**
* | output |
* | --- |
* | "Open incident" |
*
* @param {Incidents_Open_ButtonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_open_button = /** @type {((inputs?: Incidents_Open_ButtonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Incidents_Open_ButtonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_incidents_open_button(inputs)
	return en_incidents_open_button(inputs)
});