/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Services_LabelInputs */

const en_status_services_label = /** @type {(inputs: Status_Services_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services and their status`)
};

const sw_status_services_label = /** @type {(inputs: Status_Services_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huduma na hali zake`)
};

/**
* | output |
* | --- |
* | "Services and their status" |
*
* @param {Status_Services_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_services_label = /** @type {((inputs?: Status_Services_LabelInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Services_LabelInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_services_label(inputs)
	return en_status_services_label(inputs)
});