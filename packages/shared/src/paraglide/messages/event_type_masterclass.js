/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Type_MasterclassInputs */

const en_event_type_masterclass = /** @type {(inputs: Event_Type_MasterclassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masterclass`)
};

const sw_event_type_masterclass = /** @type {(inputs: Event_Type_MasterclassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darasa la ustadi`)
};

/**
* | output |
* | --- |
* | "Masterclass" |
*
* @param {Event_Type_MasterclassInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_type_masterclass = /** @type {((inputs?: Event_Type_MasterclassInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Type_MasterclassInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_event_type_masterclass(inputs)
	return en_event_type_masterclass(inputs)
});