<s>
Ve	v	k7c6	v
kterém	který	k3yRgInSc6	který
roce	rok	k1gInSc6	rok
bylo	být	k5eAaImAgNnS	být
centrum	centrum	k1gNnSc1	centrum
Telče	Telč	k1gFnSc2	Telč
zapsáno	zapsat	k5eAaPmNgNnS	zapsat
na	na	k7c4	na
seznam	seznam	k1gInSc4	seznam
UNESCO	UNESCO	kA	UNESCO
<g/>
?	?	kIx?	?
</s>
