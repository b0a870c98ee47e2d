/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Cat_AllInputs */

const en_event_cat_all = /** @type {(inputs: Event_Cat_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const sw_event_cat_all = /** @type {(inputs: Event_Cat_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zote`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Event_Cat_AllInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_cat_all = /** @type {((inputs?: Event_Cat_AllInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Cat_AllInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_event_cat_all(inputs)
	return en_event_cat_all(inputs)
});