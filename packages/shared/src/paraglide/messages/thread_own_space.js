/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thread_Own_SpaceInputs */

const en_thread_own_space = /** @type {(inputs: Thread_Own_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your own space: guests write to you here.`)
};

const sw_thread_own_space = /** @type {(inputs: Thread_Own_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hili ni eneo lako mwenyewe: wageni wanakuandikia hapa.`)
};

/**
* | output |
* | --- |
* | "This is your own space: guests write to you here." |
*
* @param {Thread_Own_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const thread_own_space = /** @type {((inputs?: Thread_Own_SpaceInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Thread_Own_SpaceInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_thread_own_space(inputs)
	return en_thread_own_space(inputs)
});