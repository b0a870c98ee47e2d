/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_TopicInputs */

const en_admin_topic = /** @type {(inputs: Admin_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topic`)
};

const sw_admin_topic = /** @type {(inputs: Admin_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mada`)
};

/**
* | output |
* | --- |
* | "Topic" |
*
* @param {Admin_TopicInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_topic = /** @type {((inputs?: Admin_TopicInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_TopicInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_topic(inputs)
	return en_admin_topic(inputs)
});