/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Incidents_OpenedInputs */

const en_incidents_opened = /** @type {(inputs: Incidents_OpenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The incident is on the status page.`)
};

const sw_incidents_opened = /** @type {(inputs: Incidents_OpenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tukio liko kwenye ukurasa wa hali.`)
};

/**
* | output |
* | --- |
* | "The incident is on the status page." |
*
* @param {Incidents_OpenedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_opened = /** @type {((inputs?: Incidents_OpenedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Incidents_OpenedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_incidents_opened(inputs)
	return en_incidents_opened(inputs)
});