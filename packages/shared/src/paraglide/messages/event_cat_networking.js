/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Cat_NetworkingInputs */

const en_event_cat_networking = /** @type {(inputs: Event_Cat_NetworkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Networking`)
};

const sw_event_cat_networking = /** @type {(inputs: Event_Cat_NetworkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kujenga mtandao`)
};

/**
* | output |
* | --- |
* | "Networking" |
*
* @param {Event_Cat_NetworkingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_cat_networking = /** @type {((inputs?: Event_Cat_NetworkingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Cat_NetworkingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_event_cat_networking(inputs)
	return en_event_cat_networking(inputs)
});