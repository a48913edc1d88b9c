<s>
Kdo	kdo	k3yRnSc1	kdo
položil	položit	k5eAaPmAgMnS	položit
jeho	jeho	k3xOgInSc4	jeho
základní	základní	k2eAgInSc4d1	základní
kámen	kámen	k1gInSc4	kámen
<g/>
?	?	kIx?	?
</s>
